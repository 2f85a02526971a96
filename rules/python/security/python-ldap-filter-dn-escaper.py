import ldap
import ldap3
from django.conf import settings
from ldap.dn import escape_dn_chars
from ldap.filter import escape_filter_chars, filter_format
from ldap3.utils.conv import escape_filter_chars as ldap3_escape_filter_chars
from ldap3.utils.dn import escape_rdn


def group_members(conn, group_name):
    group = escape_dn_chars(group_name.strip())
    # ruleid: python-ldap-filter-dn-escaper
    return conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_ONELEVEL, f"(&(objectClass=groupOfNames)(cn={group}))")


def group_members_keyword(conn, group_name):
    query = "(cn=%s)" % escape_dn_chars(group_name)
    # ruleid: python-ldap-filter-dn-escaper
    return conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_SUBTREE, filterstr=query)


def staff_by_uid(server, uid):
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ruleid: python-ldap-filter-dn-escaper
        conn.search("ou=staff,dc=example,dc=org", "(uid=" + escape_rdn(uid) + ")")
        return conn.entries


def group_members_filter_escaped(conn, group_name):
    group = escape_filter_chars(group_name.strip())
    # ok: python-ldap-filter-dn-escaper
    return conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_ONELEVEL, f"(&(objectClass=groupOfNames)(cn={group}))")


def group_members_in_dn(conn, group_name):
    base = "cn=%s,%s" % (escape_dn_chars(group_name), settings.LDAP_GROUP_BASE)
    # ok: python-ldap-filter-dn-escaper
    return conn.search_s(base, ldap.SCOPE_BASE, "(objectClass=groupOfNames)")


def staff_by_uid_escaped_twice(server, uid):
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ok: python-ldap-filter-dn-escaper
        conn.search("ou=staff,dc=example,dc=org", "(uid=" + ldap3_escape_filter_chars(escape_rdn(uid)) + ")")
        return conn.entries


def staff_in_unit(server, unit, uid):
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ok: python-ldap-filter-dn-escaper
        conn.search(f"ou={escape_rdn(unit)},dc=example,dc=org", f"(uid={ldap3_escape_filter_chars(uid)})")
        return conn.entries


def group_members_formatted(conn, group_name):
    group = escape_dn_chars(group_name)
    # ok: python-ldap-filter-dn-escaper
    return conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_ONELEVEL, filter_format("(cn=%s)", [group]))
