from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example"
BASE_DN = "ou=people,dc=corp,dc=example"


def directory_connection():
    return Connection(Server(LDAP_URL), user=app.config["LDAP_BIND_DN"], password=app.config["LDAP_BIND_PW"], auto_bind=True)


@app.get("/directory/lookup")
def lookup():
    username = request.args.get("user", "")
    attrs = ["cn", "mail", "telephoneNumber"]
    search_filter = "(&(objectClass=inetOrgPerson)(uid=%s))" % username
    conn = directory_connection()
    conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=attrs)
    entries = [{a: str(e[a]) for a in attrs} for e in conn.entries]
    conn.unbind()
    return jsonify(entries)
