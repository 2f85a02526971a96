import ldap
from django.http import JsonResponse

LDAP_URI = "ldap://ldap.example.com"


def manager_of(request):
    employee = request.POST.get("employee_id")
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s()
    result = conn.search_ext_s(
        "ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["manager"]
    )
    return JsonResponse({"manager": result[0][1].get("manager") if result else None})
