import os

from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.local"))
BASE_DN = "ou=people,dc=corp,dc=local"


def directory_connection():
    return Connection(server, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PW"], auto_bind=True)


@app.get("/phone-book")
def phone_book():
    name = request.args.get("name", "")
    departments = request.args.getlist("dept")
    clauses = [f"(cn=*{escape_filter_chars(name)}*)"]
    if departments:
        clauses.append("(|" + "".join(f"(departmentNumber={escape_filter_chars(d)})" for d in departments) + ")")
    query = "(&(objectClass=inetOrgPerson)(!(employeeType=hidden))" + "".join(clauses) + ")"
    conn = directory_connection()
    conn.search(BASE_DN, query, attributes=["cn", "telephoneNumber", "departmentNumber"])
    entries = [
        {"name": str(e.cn), "phone": str(e.telephoneNumber), "dept": str(e.departmentNumber)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(entries)
