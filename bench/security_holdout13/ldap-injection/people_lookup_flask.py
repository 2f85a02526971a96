import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_CONFIG = {
    "url": "ldaps://ldap.corp.example.com",
    "bind_dn": "cn=svc-portal,ou=services,dc=corp,dc=example,dc=com",
    "password_env": "LDAP_BIND_PASSWORD",
    "base": "ou=people,dc=corp,dc=example,dc=com",
}


class Directory:
    def __init__(self, cfg):
        self.cfg = cfg
        self.conn = Connection(Server(cfg["url"]), cfg["bind_dn"], os.environ[cfg["password_env"]], auto_bind=True)

    def find_people(self, username):
        query = "(&(objectClass=inetOrgPerson)(uid=" + username + "))"
        self.conn.search(self.cfg["base"], query, SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
        return [e.entry_attributes_as_dict for e in self.conn.entries]


@app.get("/people")
def people():
    username = request.args.get("user", "")
    return jsonify(Directory(LDAP_CONFIG).find_people(username))
