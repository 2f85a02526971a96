import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.example:636"))
BASE_DN = "ou=people,dc=corp,dc=example"


def find_people(conn, name, department=None):
    flt = f"(&(objectClass=inetOrgPerson)(cn=*{name}*)"
    if department:
        flt += f"(departmentNumber={department})"
    flt += ")"
    conn.search(BASE_DN, flt, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    return [
        {"name": str(e.cn), "mail": str(e.mail), "phone": str(e.telephoneNumber)}
        for e in conn.entries
    ]


@app.get("/directory/people")
def people():
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        results = find_people(conn, request.args.get("q", ""), request.args.get("dept"))
    return jsonify(results)
