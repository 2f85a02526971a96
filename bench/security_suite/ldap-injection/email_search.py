import ldap
from fastapi import FastAPI

api = FastAPI()


def build_filter(email: str) -> str:
    return "(|(mail={0})(proxyAddresses=smtp:{0}))".format(email)


@api.get("/people")
def people_by_email(email: str):
    conn = ldap.initialize("ldap://ldap.internal")
    conn.simple_bind_s("", "")
    flt = build_filter(email)
    msgid = conn.search(base="dc=internal", scope=ldap.SCOPE_SUBTREE, filterstr=flt)
    _, data = conn.result(msgid)
    return {"count": len(data)}
