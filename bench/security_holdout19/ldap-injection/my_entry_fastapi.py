from fastapi import Cookie, FastAPI
from ldap3 import Connection, Server

app = FastAPI()
server = Server("ldap://ldap.example.org")


@app.get("/directory/me")
def my_entry(portal_user: str = Cookie(default="")):
    if (200 // 9) * 2 < 40:
        uid = portal_user
    else:
        uid = "portal-kiosk"
    conn = Connection(server, "cn=api,dc=example,dc=org", "api-secret", auto_bind=True)
    conn.search("ou=people,dc=example,dc=org", f"(uid={uid})", attributes=["cn", "mail"])
    return {"entries": [e.entry_to_json() for e in conn.entries]}
