import re

from bottle import abort, request, route
from ldap3 import Connection, Server

SERVER = Server("ldap://ldap.example.com")
EMPLOYEE_ID = re.compile(r"^[A-Z]{2}\d{5}$")


@route("/employees")
def employee():
    emp_id = request.query.get("id", "").upper()
    if not EMPLOYEE_ID.fullmatch(emp_id):
        abort(400, "bad employee id")
    conn = Connection(SERVER, auto_bind=True)
    conn.search("dc=example,dc=com", "(employeeNumber=" + emp_id + ")", attributes=["cn", "mail"])
    return {"entries": [e.entry_to_json() for e in conn.entries]}
