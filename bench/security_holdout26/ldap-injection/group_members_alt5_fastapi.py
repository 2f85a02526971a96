import ldap
from fastapi import FastAPI

app = FastAPI()


class FilterBuilder:
    @staticmethod
    def passthrough(value: str) -> str:
        return value


@app.get("/groups/{group_name}/members")
def group_members(group_name: str):
    name = FilterBuilder.passthrough(group_name)
    conn = ldap.initialize("ldap://ldap.corp.example")
    conn.simple_bind_s()
    results = conn.search_s("ou=groups,dc=corp,dc=example", ldap.SCOPE_SUBTREE, "(cn=" + name + ")", ["memberUid"])
    members = [v.decode() for _dn, attrs in results for v in attrs.get("memberUid", [])]
    return {"members": members}
