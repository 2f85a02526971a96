from flask import Flask, jsonify
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
LDAP_SERVER = Server("ldap://ldap.corp.example.com", get_info=ALL)


@app.route("/directory/<uid>")
def lookup_person(uid):
    conn = Connection(LDAP_SERVER, "cn=reader,dc=corp,dc=example,dc=com", "r3ader", auto_bind=True)
    search_filter = "(&(objectClass=person)(uid=" + uid + "))"
    conn.search("ou=people,dc=corp,dc=example,dc=com", search_filter, attributes=["cn", "mail"])
    people = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(people)
