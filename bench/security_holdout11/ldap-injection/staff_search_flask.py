from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server("ldaps://directory.example.net")


@app.route("/people")
def people():
    surname = escape_filter_chars(request.args.get("sn", ""))
    office = escape_filter_chars(request.args.get("office", ""))
    flt = f"(&(objectClass=person)(sn={surname})(physicalDeliveryOfficeName={office}))"
    with Connection(server, auto_bind=True) as conn:
        conn.search("ou=staff,dc=example,dc=net", flt, attributes=["cn", "mail"])
        found = [str(e.mail) for e in conn.entries]
    return jsonify(found)
