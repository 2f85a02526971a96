import os

from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
server = Server(os.environ.get("LDAP_URL", "ldap://ldap.example.org"))


@app.get("/staff/{department}")
def staff_lookup(department: str, uid: str = "*", location: str = "*"):
    search_filter = "(&(objectClass=person)(departmentNumber=" + department + ")(uid=" + uid + ")(l=" + location + "))"
    conn = Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True)
    conn.search("ou=people,dc=example,dc=org", search_filter, search_scope=SUBTREE, attributes=["cn", "mail"])
    return {
        "department": department,
        "people": [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries],
    }
