from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server("ldaps://ldap.corp.example.com")
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/directory/search")
def directory_search():
    surname = escape_filter_chars(request.args.get("sn", ""))
    city = escape_filter_chars(request.args.get("city", ""))
    parts = [f"(sn={surname}*)"]
    if city:
        parts.append(f"(l={city})")
    search_filter = "(&(objectClass=inetOrgPerson)" + "".join(parts) + ")"
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, attributes=["cn", "mail", "l"], size_limit=50)
        people = [
            {"cn": str(e.cn), "mail": str(e.mail), "city": str(e.l)} for e in conn.entries
        ]
    return jsonify(people)
