import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://directory.hospital.local")
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=rota-app,ou=services,dc=hospital,dc=local")
STAFF_BASE = "ou=staff,dc=hospital,dc=local"


def directory():
    return Connection(Server(LDAP_URL), BIND_DN, os.environ["LDAP_BIND_PASSWORD"], auto_bind=True)


@app.get("/directory/search")
def search_staff():
    term = request.args.get("q", "")
    search_filter = f"(&(objectClass=person)(!(employeeType=contractor))(|(cn=*{term}*)(mail={term})))"
    conn = directory()
    conn.search(STAFF_BASE, search_filter, SUBTREE, attributes=["cn", "mail", "telephoneNumber", "ou"])
    people = [
        {"name": str(e.cn), "mail": str(e.mail), "phone": str(e.telephoneNumber), "unit": str(e.ou)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(people)
