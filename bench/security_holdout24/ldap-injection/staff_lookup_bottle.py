from bottle import Bottle, request
from ldap3 import SUBTREE, Connection, Server

app = Bottle()
app.config.load_config("/etc/staffdir/app.ini")

BASE_DN = "ou=people,dc=corp,dc=example,dc=com"
ATTRS = ["cn", "mail", "telephoneNumber", "title"]


def directory_connection():
    server = Server(app.config["ldap.url"], use_ssl=True)
    return Connection(server, app.config["ldap.bind_dn"], app.config["ldap.password"],
                      auto_bind=True, read_only=True)


@app.get("/staff")
def staff_lookup():
    uid = request.query.get("uid", "").strip()
    dept = request.query.get("dept")
    clauses = [f"(uid={uid})", "(objectClass=inetOrgPerson)"]
    if dept:
        clauses.append(f"(departmentNumber={dept})")
    search_filter = "(&" + "".join(clauses) + ")"
    with directory_connection() as conn:
        conn.search(BASE_DN, search_filter, SUBTREE, attributes=ATTRS)
        people = [e.entry_attributes_as_dict for e in conn.entries]
    return {"results": people}
