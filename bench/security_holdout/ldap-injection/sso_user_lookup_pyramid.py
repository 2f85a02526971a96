from ldap3 import Connection
from pyramid.httpexceptions import HTTPForbidden
from pyramid.view import view_config


@view_config(route_name="whoami", renderer="json")
def whoami(request):
    remote_user = request.headers.get("X-Remote-User")
    if not remote_user:
        raise HTTPForbidden()
    settings = request.registry.settings
    conn = Connection(settings["ldap.server"], settings["ldap.bind_dn"], settings["ldap.password"], auto_bind=True)
    conn.search(
        settings["ldap.user_base"],
        "(&(objectClass=person)(|(uid=%s)(mail=%s)))" % (remote_user, remote_user),
        attributes=["cn", "mail", "memberOf"],
    )
    if not conn.entries:
        raise HTTPForbidden()
    return conn.entries[0].entry_attributes_as_dict
