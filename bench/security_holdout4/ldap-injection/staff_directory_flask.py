import os

from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example.com")
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


def ldap_connection():
    server = Server(LDAP_URL, get_info=ALL)
    return Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True)


@app.route("/directory/people")
def find_people():
    name = request.args.get("name", "")
    conn = ldap_connection()
    conn.search(BASE_DN, f"(&(objectClass=inetOrgPerson)(cn=*{name}*))", SUBTREE, attributes=["cn", "mail", "title"])
    people = [
        {"name": str(e.cn), "email": str(e.mail), "title": str(e.title)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(people)
