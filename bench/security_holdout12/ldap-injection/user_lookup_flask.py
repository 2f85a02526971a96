from flask import Blueprint, current_app, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

directory_bp = Blueprint("directory", __name__)


class DirectoryClient:
    def __init__(self, config):
        self.server = Server(config["LDAP_URL"], get_info=ALL)
        self.bind_dn = config["LDAP_BIND_DN"]
        self.password = config["LDAP_BIND_PASSWORD"]
        self.base = config["LDAP_BASE_DN"]

    def find_user(self, uid):
        search_filter = "(&(objectClass=person)(uid=" + uid + "))"
        with Connection(self.server, self.bind_dn, self.password, auto_bind=True) as conn:
            conn.search(self.base, search_filter, SUBTREE, attributes=["cn", "mail"])
            return [e.entry_attributes_as_dict for e in conn.entries]


@directory_bp.get("/directory/user")
def lookup_user():
    client = DirectoryClient(current_app.config)
    return jsonify(client.find_user(request.args.get("uid", "")))
