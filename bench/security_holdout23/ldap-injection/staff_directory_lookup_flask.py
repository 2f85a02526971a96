import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://directory.corp.example"), use_ssl=True)
PEOPLE_BASE = "ou=people,dc=corp,dc=example"


@app.route("/api/directory/lookup")
def lookup_colleague():
    username = request.args.get("username", "")
    conn = Connection(LDAP_SERVER, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PW"], auto_bind=True)
    search_filter = f"(&(objectClass=inetOrgPerson)(uid={username}))"
    conn.search(PEOPLE_BASE, search_filter, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    people = [
        {"name": str(e.cn), "mail": str(e.mail), "phone": str(e.telephoneNumber)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(people)
