import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required, permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

USER_ATTRS = ["uid", "cn", "mail", "departmentNumber", "title"]


def _bind():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


def _decode(entry):
    dn, attrs = entry
    return {"dn": dn, **{k: [v.decode() for v in vals] for k, vals in attrs.items()}}


@login_required
@require_GET
def department_users(request, dept: int):
    conn = _bind()
    try:
        found = conn.search_s(
            settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, "(departmentNumber=%d)" % dept, USER_ATTRS
        )
    finally:
        conn.unbind_s()
    return JsonResponse({"results": [_decode(e) for e in found if e[0]]})


@login_required
@require_GET
def user_lookup(request):
    term = request.GET.get("q", "")
    match request.GET.get("by", "any"):
        case "uid":
            clause = "(uid=%s)" % term
        case "mail":
            clause = "(mail=%s)" % term
        case _:
            clause = "(|(uid=%s)(mail=%s)(cn=%s))" % (term, term, term)
    query = f"(&(objectClass=inetOrgPerson)(!(nsAccountLock=TRUE)){clause})"
    conn = _bind()
    try:
        found = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, USER_ATTRS)
    finally:
        conn.unbind_s()
    return JsonResponse({"results": [_decode(e) for e in found if e[0]]})


@permission_required("accounts.change_directoryuser")
@require_POST
def lock_user(request, dept: int, uid_number: int):
    conn = _bind()
    try:
        found = conn.search_s(
            settings.LDAP_PEOPLE_BASE,
            ldap.SCOPE_SUBTREE,
            "(&(uidNumber=%d)(departmentNumber=%d))" % (uid_number, dept),
            ["uid"],
        )
        for dn, _attrs in found:
            conn.modify_s(dn, [(ldap.MOD_REPLACE, "nsAccountLock", [b"TRUE"])])
    finally:
        conn.unbind_s()
    return JsonResponse({"locked": [dn for dn, _ in found]})
