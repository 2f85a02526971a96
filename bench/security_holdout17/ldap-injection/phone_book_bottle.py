from bottle import Bottle, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Bottle()
SERVER = Server("ldap://phonebook.example.net")
BASE_DN = "ou=staff,dc=example,dc=net"


@app.get("/phonebook")
def phone_book():
    name = escape_filter_chars(request.query.get("name", ""))
    with Connection(SERVER, auto_bind=True) as conn:
        conn.search(BASE_DN, f"(|(cn={name}*)(displayName={name}*))", SUBTREE,
                    attributes=["cn", "telephoneNumber"])
        return {"entries": [
            {"cn": str(e.cn), "phone": str(e.telephoneNumber)} for e in conn.entries
        ]}
