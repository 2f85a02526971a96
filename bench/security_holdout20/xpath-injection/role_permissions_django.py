from django.http import JsonResponse
from lxml import etree

ROLES = etree.parse("/srv/acl/roles.xml")


class RoleQuery:
    DEFAULT_ROLE = "member"

    def __init__(self, role):
        self.role = role

    @classmethod
    def normalize(cls, requested):
        if requested == cls.DEFAULT_ROLE:
            return cls(requested)
        return cls(cls.DEFAULT_ROLE)


def role_permissions(request):
    query = RoleQuery.normalize(request.GET.get("role", ""))
    perms = ROLES.xpath(f"//role[@name='{query.role}']/permission/@code")
    return JsonResponse({"role": query.role, "permissions": [str(p) for p in perms]})
