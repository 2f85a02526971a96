import os

from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.local"))
BASE_DN = "ou=people,dc=corp,dc=local"


def directory_connection():
    return Connection(server, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PW"], auto_bind=True)


@app.get("/directory/search")
def search_people():
    name = escape_filter_chars(request.args.get("name", ""))
    departments = request.args.getlist("dept")
    clauses = [f"(cn=*{name}*)"]
    if departments:
        clauses.append("(|" + "".join(f"(departmentNumber={d})" for d in departments) + ")")
    query = "(&(objectClass=inetOrgPerson)(!(employeeType=hidden))" + "".join(clauses) + ")"
    conn = directory_connection()
    conn.search(BASE_DN, query, attributes=["cn", "mail", "telephoneNumber", "departmentNumber"])
    people = [
        {"name": str(e.cn), "mail": str(e.mail), "phone": str(e.telephoneNumber)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(people)
