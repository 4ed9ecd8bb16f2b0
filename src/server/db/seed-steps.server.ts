// Features register their seed steps here, in dependency order.
import '@/features/trips/trips.seed.server'
import '@/features/blog/blog.seed.server'
import '@/features/preferences/preferences.seed.server'
