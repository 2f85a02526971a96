import ldap
from flask import Flask, request, jsonify

app = Flask(__name__)
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/staff")
def staff_directory():
    uids = request.args.getlist("uid")
    clauses = "".join(f"(uid={u})" for u in uids)
    search_filter = f"(|{clauses})" if len(uids) > 1 else clauses
    conn = ldap.initialize("ldap://ldap.corp.example")
    conn.simple_bind_s()
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["cn", "mail"])
    people = [
        {"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()} for dn, attrs in results
    ]
    return jsonify(people)
