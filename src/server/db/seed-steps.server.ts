// Features register their seed steps here, in dependency order.
export {}
