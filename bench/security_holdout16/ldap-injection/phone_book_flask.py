import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
SERVER = Server("ldaps://ldap.corp.example:636")
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/phonebook")
def phonebook():
    surname = request.args.get("sn", "")
    site = request.args.get("site", "HQ")
    terms = {"sn": escape_filter_chars(surname), "l": escape_filter_chars(site)}
    search_filter = "(&(objectClass=person)(sn={sn}*)(l={l}))".format(**terms)
    conn = Connection(SERVER, user="cn=reader,dc=corp,dc=example", password=os.environ["LDAP_READER_PW"], auto_bind=True)
    conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=["cn", "telephoneNumber"])
    rows = [{"name": str(e.cn), "phone": str(e.telephoneNumber)} for e in conn.entries]
    conn.unbind()
    return jsonify(rows)
