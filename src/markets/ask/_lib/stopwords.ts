/** Words that carry no meaning for routing (they are neither understood nor missed). */
export const STOPWORDS = new Set(
  (
    'a an the is are was were be been being am will would should could can may might must shall do does did done i me my you your we our us it its ' +
    'this that these those there here what which who whom whose when where why how any some all of in on at to for from by with about into over ' +
    'under after before than then so and or but if not no yes please tell give show me get got have has had right now just really much many more most ' +
    'good bad best better think thoughts opinion up down out off again also very too like look looks going go gonna want need know see let lets let\'s ' +
    'today tonight tomorrow week month year day time next last this one two vs v versus'
  ).split(/\s+/),
);
