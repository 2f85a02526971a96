import os

from fastapi import FastAPI, Query
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
server = Server(os.environ.get("LDAP_URL", "ldap://localhost"))


@app.get("/people")
def find_people(surname: str = Query(..., min_length=1, max_length=64)):
    flt = "(&(objectClass=person)(sn=%s*))" % escape_filter_chars(surname)
    conn = Connection(server, user=os.environ["LDAP_USER"], password=os.environ["LDAP_PASSWORD"], auto_bind=True)
    try:
        conn.search("ou=people,dc=example,dc=org", flt, attributes=["cn", "mail"], size_limit=50)
        return [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    finally:
        conn.unbind()
