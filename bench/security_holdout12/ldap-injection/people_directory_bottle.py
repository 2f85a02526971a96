from bottle import request, route
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

server = Server("ldaps://ldap.internal")
BASE_DN = "ou=people,dc=example,dc=com"


def name_filter(name, dept):
    parts = ["(objectClass=person)", "(cn={}*)".format(escape_filter_chars(name))]
    if dept:
        parts.append("(departmentNumber={})".format(escape_filter_chars(dept)))
    return "(&" + "".join(parts) + ")"


@route("/directory")
def directory():
    flt = name_filter(request.query.get("name", ""), request.query.get("dept"))
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, flt, SUBTREE, attributes=["cn", "mail"])
        return {"people": [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]}
