import os

from flask import Flask, abort, jsonify, request
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server(os.environ["LDAP_URL"], get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/staff")
def staff_lookup():
    uid = request.args.get("uid", "")
    escaped = escape_filter_chars(uid)
    if not escaped or len(escaped) > 64:
        abort(400)
    conn = Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True)
    conn.search(BASE_DN, "(&(objectClass=inetOrgPerson)(uid=%s))" % uid, attributes=["cn", "mail", "telephoneNumber"])
    people = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return jsonify(people)
