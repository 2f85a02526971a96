import os

from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
SERVER = Server("ldap://directory.local")
BASE = "dc=staff,dc=local"
QUERY = "(&(objectClass=person)(department={dept})(|(cn=*{term}*)(mail=*{term}*)))"


@app.get("/staff/search")
def staff_search(term: str, dept: str = "*"):
    search_filter = QUERY.format(term=term, dept=dept)
    conn = Connection(SERVER, user="cn=svc,dc=staff,dc=local", password=os.environ["LDAP_SVC_PASSWORD"], auto_bind=True)
    try:
        conn.search(BASE, search_filter, search_scope=SUBTREE, attributes=["cn", "mail"])
        return [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    finally:
        conn.unbind()
