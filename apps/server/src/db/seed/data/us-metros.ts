// US metro areas with real city / state / ZIP combinations and approximate ZIP centroids.
// Demo places are scattered a few kilometres around these points. `weight` is roughly
// the metro's population in millions, so big metros get more stores and bees.

export interface Locality {
  city: string
  state: string
  postalCode: string
  lat: number
  lng: number
}

export interface Metro {
  name: string
  timezone: string
  areaCode: string
  weight: number
  localities: Locality[]
}

// name | timezone | area code | weight | City,ST,ZIP,lat,lng; ...
const RAW = `
New York|America/New_York|212|19|New York,NY,10001,40.7506,-73.9972;Brooklyn,NY,11201,40.6940,-73.9903;Flushing,NY,11354,40.7686,-73.8272;Yonkers,NY,10701,40.9402,-73.8883;Jersey City,NJ,07302,40.7222,-74.0468;Newark,NJ,07102,40.7357,-74.1724;Hoboken,NJ,07030,40.7449,-74.0279;Staten Island,NY,10314,40.6050,-74.1551
Los Angeles|America/Los_Angeles|213|13|Los Angeles,CA,90012,34.0614,-118.2385;Pasadena,CA,91101,34.1466,-118.1390;Long Beach,CA,90802,33.7670,-118.1920;Santa Monica,CA,90401,34.0160,-118.4935;Burbank,CA,91502,34.1770,-118.3100;Torrance,CA,90503,33.8400,-118.3540;Anaheim,CA,92805,33.8350,-117.9130;Irvine,CA,92618,33.6700,-117.7500
Chicago|America/Chicago|312|9.5|Chicago,IL,60614,41.9220,-87.6530;Chicago,IL,60607,41.8740,-87.6510;Evanston,IL,60201,42.0550,-87.6940;Oak Park,IL,60302,41.8940,-87.7890;Naperville,IL,60540,41.7660,-88.1410;Schaumburg,IL,60173,42.0510,-88.0500;Aurora,IL,60505,41.7590,-88.2960
Dallas|America/Chicago|214|7.6|Dallas,TX,75201,32.7880,-96.7990;Plano,TX,75024,33.0750,-96.7990;Irving,TX,75039,32.8840,-96.9410;Fort Worth,TX,76102,32.7530,-97.3290;Arlington,TX,76010,32.7210,-97.0860;Frisco,TX,75034,33.1440,-96.8280
Houston|America/Chicago|713|7.1|Houston,TX,77002,29.7560,-95.3650;Houston,TX,77024,29.7700,-95.5190;Pasadena,TX,77502,29.6790,-95.1980;Sugar Land,TX,77478,29.6200,-95.6240;Katy,TX,77494,29.7450,-95.8240;The Woodlands,TX,77380,30.1440,-95.4700
Washington|America/New_York|202|6.3|Washington,DC,20001,38.9100,-77.0170;Arlington,VA,22201,38.8870,-77.0940;Alexandria,VA,22314,38.8050,-77.0560;Bethesda,MD,20814,38.9990,-77.1000;Silver Spring,MD,20910,38.9980,-77.0340;Fairfax,VA,22030,38.8460,-77.3060
Philadelphia|America/New_York|215|6.2|Philadelphia,PA,19103,39.9530,-75.1740;Philadelphia,PA,19147,39.9360,-75.1530;King of Prussia,PA,19406,40.0930,-75.3830;Cherry Hill,NJ,08002,39.9300,-75.0280;Norristown,PA,19401,40.1210,-75.3400
Miami|America/New_York|305|6.1|Miami,FL,33130,25.7670,-80.2060;Miami Beach,FL,33139,25.7830,-80.1340;Coral Gables,FL,33134,25.7530,-80.2720;Hialeah,FL,33012,25.8600,-80.3000;Fort Lauderdale,FL,33301,26.1220,-80.1370;Boca Raton,FL,33432,26.3500,-80.0850
Atlanta|America/New_York|404|6.1|Atlanta,GA,30303,33.7530,-84.3900;Atlanta,GA,30309,33.7980,-84.3880;Marietta,GA,30060,33.9530,-84.5500;Decatur,GA,30030,33.7710,-84.2960;Alpharetta,GA,30009,34.0750,-84.2940;Sandy Springs,GA,30328,33.9300,-84.3730
Boston|America/New_York|617|4.9|Boston,MA,02116,42.3500,-71.0770;Cambridge,MA,02139,42.3640,-71.1030;Somerville,MA,02143,42.3810,-71.0990;Quincy,MA,02169,42.2500,-71.0000;Newton,MA,02458,42.3530,-71.1880;Framingham,MA,01702,42.2820,-71.4350
Phoenix|America/Phoenix|602|4.9|Phoenix,AZ,85004,33.4510,-112.0700;Scottsdale,AZ,85251,33.4940,-111.9210;Tempe,AZ,85281,33.4290,-111.9340;Mesa,AZ,85201,33.4340,-111.8470;Chandler,AZ,85225,33.3200,-111.8350;Glendale,AZ,85301,33.5310,-112.1760
San Francisco|America/Los_Angeles|415|4.7|San Francisco,CA,94103,37.7730,-122.4110;Oakland,CA,94612,37.8090,-122.2700;Berkeley,CA,94704,37.8680,-122.2580;Daly City,CA,94015,37.6810,-122.4800;San Mateo,CA,94401,37.5730,-122.3220;Walnut Creek,CA,94596,37.9050,-122.0590
Detroit|America/Detroit|313|4.3|Detroit,MI,48226,42.3310,-83.0470;Dearborn,MI,48126,42.3220,-83.1760;Troy,MI,48084,42.5600,-83.1800;Ann Arbor,MI,48104,42.2680,-83.7310;Livonia,MI,48152,42.4250,-83.3750
Seattle|America/Los_Angeles|206|4|Seattle,WA,98101,47.6110,-122.3340;Seattle,WA,98115,47.6850,-122.3000;Bellevue,WA,98004,47.6180,-122.2050;Redmond,WA,98052,47.6780,-122.1200;Tacoma,WA,98402,47.2530,-122.4430;Everett,WA,98201,47.9830,-122.2000
Minneapolis|America/Chicago|612|3.7|Minneapolis,MN,55401,44.9850,-93.2700;St. Paul,MN,55102,44.9360,-93.1100;Bloomington,MN,55425,44.8450,-93.2370;Eden Prairie,MN,55344,44.8600,-93.4300;Maple Grove,MN,55369,45.1000,-93.4540
San Diego|America/Los_Angeles|619|3.3|San Diego,CA,92101,32.7190,-117.1630;La Jolla,CA,92037,32.8400,-117.2740;Chula Vista,CA,91910,32.6370,-117.0560;Escondido,CA,92025,33.1050,-117.0730;Oceanside,CA,92054,33.1960,-117.3790
Tampa|America/New_York|813|3.2|Tampa,FL,33602,27.9510,-82.4590;St. Petersburg,FL,33701,27.7720,-82.6380;Clearwater,FL,33755,27.9780,-82.7800;Brandon,FL,33511,27.9060,-82.2890
Denver|America/Denver|303|3|Denver,CO,80202,39.7520,-104.9990;Aurora,CO,80012,39.6990,-104.8380;Lakewood,CO,80226,39.7100,-105.0850;Boulder,CO,80302,40.0170,-105.2830;Littleton,CO,80120,39.5990,-105.0130
Baltimore|America/New_York|410|2.8|Baltimore,MD,21202,39.2970,-76.6080;Towson,MD,21204,39.4010,-76.6020;Columbia,MD,21044,39.2140,-76.8780;Glen Burnie,MD,21061,39.1620,-76.6250
St. Louis|America/Chicago|314|2.8|St. Louis,MO,63101,38.6310,-90.1930;Clayton,MO,63105,38.6460,-90.3280;Chesterfield,MO,63017,38.6530,-90.5730;St. Charles,MO,63301,38.7840,-90.4870
Orlando|America/New_York|407|2.7|Orlando,FL,32801,28.5420,-81.3790;Winter Park,FL,32789,28.5970,-81.3510;Kissimmee,FL,34741,28.3040,-81.4200;Sanford,FL,32771,28.8020,-81.2930
Charlotte|America/New_York|704|2.7|Charlotte,NC,28202,35.2270,-80.8430;Charlotte,NC,28277,35.0550,-80.8190;Concord,NC,28027,35.4090,-80.5800;Gastonia,NC,28054,35.2620,-81.1500;Matthews,NC,28105,35.1170,-80.7120
San Antonio|America/Chicago|210|2.6|San Antonio,TX,78205,29.4240,-98.4890;San Antonio,TX,78216,29.5350,-98.4880;New Braunfels,TX,78130,29.7030,-98.1240;Schertz,TX,78154,29.5770,-98.2750
Portland|America/Los_Angeles|503|2.5|Portland,OR,97205,45.5200,-122.6850;Beaverton,OR,97005,45.4900,-122.8020;Gresham,OR,97030,45.5050,-122.4310;Vancouver,WA,98660,45.6400,-122.6860;Lake Oswego,OR,97034,45.4100,-122.6900
Sacramento|America/Los_Angeles|916|2.4|Sacramento,CA,95814,38.5800,-121.4940;Roseville,CA,95678,38.7520,-121.2880;Elk Grove,CA,95758,38.4240,-121.4370;Folsom,CA,95630,38.6780,-121.1760
Pittsburgh|America/New_York|412|2.4|Pittsburgh,PA,15222,40.4470,-79.9930;Pittsburgh,PA,15213,40.4440,-79.9550;Monroeville,PA,15146,40.4290,-79.7620;Bethel Park,PA,15102,40.3240,-80.0390
Austin|America/Chicago|512|2.4|Austin,TX,78701,30.2710,-97.7420;Austin,TX,78704,30.2430,-97.7650;Round Rock,TX,78664,30.5140,-97.6680;Cedar Park,TX,78613,30.5050,-97.8200;Pflugerville,TX,78660,30.4460,-97.6220
Las Vegas|America/Los_Angeles|702|2.3|Las Vegas,NV,89101,36.1720,-115.1220;Henderson,NV,89052,36.0010,-115.1000;North Las Vegas,NV,89031,36.2580,-115.1700
Cincinnati|America/New_York|513|2.3|Cincinnati,OH,45202,39.1070,-84.5020;Mason,OH,45040,39.3600,-84.3100;Florence,KY,41042,38.9990,-84.6270
Kansas City|America/Chicago|816|2.2|Kansas City,MO,64105,39.1030,-94.5880;Overland Park,KS,66210,38.9270,-94.7080;Olathe,KS,66061,38.8890,-94.8190;Independence,MO,64055,39.0480,-94.4010
Columbus|America/New_York|614|2.1|Columbus,OH,43215,39.9650,-83.0040;Dublin,OH,43017,40.1000,-83.1140;Westerville,OH,43081,40.1260,-82.9290;Grove City,OH,43123,39.8810,-83.0930
Indianapolis|America/Indiana/Indianapolis|317|2.1|Indianapolis,IN,46204,39.7710,-86.1570;Carmel,IN,46032,39.9670,-86.1190;Fishers,IN,46038,39.9650,-86.0150;Greenwood,IN,46142,39.6170,-86.1360
Cleveland|America/New_York|216|2.1|Cleveland,OH,44113,41.4820,-81.6940;Lakewood,OH,44107,41.4820,-81.8000;Parma,OH,44129,41.3900,-81.7350;Beachwood,OH,44122,41.4640,-81.5090
Nashville|America/Chicago|615|2|Nashville,TN,37203,36.1500,-86.7900;Franklin,TN,37064,35.9250,-86.8690;Brentwood,TN,37027,36.0330,-86.7830;Murfreesboro,TN,37130,35.8460,-86.3900
Jacksonville|America/New_York|904|1.7|Jacksonville,FL,32202,30.3290,-81.6530;Jacksonville,FL,32256,30.2050,-81.5520;Orange Park,FL,32073,30.1660,-81.7060;Jacksonville Beach,FL,32250,30.2840,-81.3960
Raleigh|America/New_York|919|1.5|Raleigh,NC,27601,35.7730,-78.6340;Durham,NC,27701,35.9970,-78.9000;Cary,NC,27511,35.7640,-78.7800;Chapel Hill,NC,27514,35.9320,-79.0350
Milwaukee|America/Chicago|414|1.6|Milwaukee,WI,53202,43.0450,-87.9000;Wauwatosa,WI,53213,43.0480,-88.0070;Waukesha,WI,53186,43.0110,-88.2310
Oklahoma City|America/Chicago|405|1.4|Oklahoma City,OK,73102,35.4710,-97.5190;Edmond,OK,73034,35.6660,-97.4800;Norman,OK,73069,35.2200,-97.4430
Memphis|America/Chicago|901|1.3|Memphis,TN,38103,35.1450,-90.0530;Germantown,TN,38138,35.0870,-89.8050;Bartlett,TN,38134,35.2010,-89.8440
Louisville|America/Kentucky/Louisville|502|1.3|Louisville,KY,40202,38.2520,-85.7530;Louisville,KY,40207,38.2600,-85.6530;Jeffersontown,KY,40299,38.1930,-85.5640
Richmond|America/New_York|804|1.3|Richmond,VA,23219,37.5410,-77.4360;Glen Allen,VA,23060,37.6600,-77.5050;Midlothian,VA,23113,37.5400,-77.6600
Salt Lake City|America/Denver|801|1.3|Salt Lake City,UT,84111,40.7560,-111.8840;Sandy,UT,84070,40.5750,-111.8850;West Valley City,UT,84119,40.6910,-111.9500;Provo,UT,84601,40.2340,-111.6590
New Orleans|America/Chicago|504|1|New Orleans,LA,70112,29.9560,-90.0770;Metairie,LA,70001,29.9840,-90.1700;Kenner,LA,70065,30.0230,-90.2420
Albuquerque|America/Denver|505|0.9|Albuquerque,NM,87102,35.0840,-106.6500;Rio Rancho,NM,87124,35.2710,-106.6750
`

export const METROS: Metro[] = RAW.trim()
  .split('\n')
  .map((line) => {
    const [name, timezone, areaCode, weight, locs] = line.split('|') as [string, string, string, string, string]
    const localities = locs.split(';').map((l) => {
      const [city, state, postalCode, lat, lng] = l.split(',') as [string, string, string, string, string]
      return { city, state, postalCode, lat: Number(lat), lng: Number(lng) }
    })
    return { name, timezone, areaCode, weight: Number(weight), localities }
  })

export const METRO_WEIGHTS = METROS.map((m) => m.weight)
