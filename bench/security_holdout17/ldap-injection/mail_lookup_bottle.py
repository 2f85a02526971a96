from urllib.parse import parse_qs

from bottle import Bottle, request, response
from ldap3 import Connection, Server

app = Bottle()
server = Server("ldap://directory.internal")


@app.get("/mail")
def mail_lookup():
    params = parse_qs(request.environ.get("QUERY_STRING", ""))
    address = params.get("address", [""])[0]
    conn = Connection(server, auto_bind=True)
    conn.search("dc=internal", "(mail=" + address + ")", attributes=["cn", "uid"])
    response.content_type = "application/json"
    found = [{"cn": str(e.cn), "uid": str(e.uid)} for e in conn.entries]
    return {"found": found}
