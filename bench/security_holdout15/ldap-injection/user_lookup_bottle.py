from bottle import Bottle, request
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Bottle()
server = Server("ldaps://ldap.corp.example.com", get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.get("/directory/user")
def find_user():
    username = escape_filter_chars(request.query.getunicode("uid", ""))
    parts = [f"(uid={username})", "(objectClass=inetOrgPerson)"]
    search_filter = "(&" + "".join(parts) + ")"
    conn = Connection(server, "cn=reader,dc=corp,dc=example,dc=com", "reader-pass", auto_bind=True)
    conn.search(BASE_DN, search_filter, attributes=["cn", "mail"])
    results = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return {"results": results}
