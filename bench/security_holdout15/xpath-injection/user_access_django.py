from django.conf import settings
from django.http import JsonResponse
from django.views import View
from lxml import etree


ROLES_BY_USER = etree.XPath("//user[@name=$name]/role/text()")


class RoleStore:
    def __init__(self):
        self.root = etree.parse(settings.ROLE_FILE).getroot()

    def roles_for(self, username):
        return [str(r) for r in ROLES_BY_USER(self.root, name=username)]


class UserRolesView(View):
    store = None

    def dispatch(self, request, *args, **kwargs):
        if UserRolesView.store is None:
            UserRolesView.store = RoleStore()
        return super().dispatch(request, *args, **kwargs)

    def get(self, request):
        username = request.GET.get("user", "")
        return JsonResponse({"user": username, "roles": self.store.roles_for(username)})
