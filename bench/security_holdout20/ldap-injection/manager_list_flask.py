import os
from collections import deque

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/org/managers")
def managers():
    pending = deque(maxlen=1)
    pending.append(request.args.get("department", ""))
    pending.append("engineering")
    department = pending.popleft()
    search_filter = "(&(objectClass=person)(departmentNumber=%s)(title=*Manager*))" % department
    conn = ldap.initialize(os.environ["LDAP_URL"])
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    rows = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return jsonify(department=department, managers=sorted(dn for dn, _ in rows))
