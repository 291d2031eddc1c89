import { useOutletContext } from 'react-router'
import type { MissionDetails } from './api/mission-details'

/** The mission modals are child routes of the mission page, which hands them the loaded mission. */
export const useOutletMission = (): MissionDetails => useOutletContext<MissionDetails>()
