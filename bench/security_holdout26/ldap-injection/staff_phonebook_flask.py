from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
app.config.from_prefixed_env()

LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


def uid_filter(uid):
    return f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(uid)}))"


class StaffDirectory:
    def __init__(self, bind_dn, password):
        self.conn = Connection(Server(LDAP_URL), user=bind_dn, password=password, auto_bind=True)

    def find(self, search_filter):
        self.conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
        return [entry.entry_attributes_as_dict for entry in self.conn.entries]

    def close(self):
        self.conn.unbind()


@app.get("/staff/phonebook")
def staff_phonebook():
    uid = request.args.get("uid", "")
    directory = StaffDirectory(app.config["LDAP_BIND_DN"], app.config["LDAP_BIND_PASSWORD"])
    try:
        results = directory.find(uid_filter(uid))
    finally:
        directory.close()
    return jsonify(results)
