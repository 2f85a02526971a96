from ldap3 import Connection
from pyramid.view import view_config

SERVICE_ACCOUNT_FILTER = "(&(objectClass=account)(description=service))"


@view_config(route_name="service_accounts", renderer="json", permission="admin")
def service_accounts(request):
    settings = request.registry.settings
    conn = Connection(settings["ldap.server"], settings["ldap.bind_dn"], settings["ldap.password"], auto_bind=True)
    conn.search(
        "ou=services," + settings["ldap.base"],
        SERVICE_ACCOUNT_FILTER,
        attributes=["uid", "description", "pwdChangedTime"],
    )
    return [
        {"uid": str(e.uid), "changed": str(e.pwdChangedTime)}
        for e in conn.entries
    ]
