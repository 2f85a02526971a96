import ldap
from flask import Flask, request

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/people/by-department")
def people_by_department():
    scopes = {"default": "staff", "asked": request.args.get("dept", "")}
    conn = ldap.initialize("ldap://ldap.example.com")
    search_filter = "(departmentNumber=" + scopes["asked"] + ")"
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return {"people": [dn for dn, _ in results]}
