import ldap
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def group_members(request):
    group = request.POST.get("group", "")
    mode = "ABC"[2]
    if mode == "A":
        cn = "staff"
    elif mode == "B":
        cn = "contractors"
    elif mode == "C":
        cn = group
    else:
        cn = "nobody"
    conn = ldap.initialize("ldap://ldap.internal:389")
    conn.simple_bind_s("cn=svc-portal,dc=internal", "portal-pass")
    results = conn.search_s("ou=groups,dc=internal", ldap.SCOPE_SUBTREE, f"(&(objectClass=groupOfNames)(cn={cn}))", ["member"])
    members = [m.decode() for _, attrs in results for m in attrs.get("member", [])]
    return JsonResponse({"members": members})
