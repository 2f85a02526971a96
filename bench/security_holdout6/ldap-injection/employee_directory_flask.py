from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
LDAP_SERVER = Server("ldap://ldap.corp.example.com", get_info=ALL)
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/directory/search")
def directory_search():
    name = request.args.get("name", "")
    conn = Connection(LDAP_SERVER, auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(cn=*{name}*))", attributes=["cn", "mail", "telephoneNumber"])
    people = [
        {"cn": str(e.cn), "mail": str(e.mail), "phone": str(e.telephoneNumber)}
        for e in conn.entries
    ]
    conn.unbind()
    return jsonify(people)
