from django.conf import settings
from django.http import JsonResponse
from django.views import View
from lxml import etree


class RoleStore:
    def __init__(self):
        self.root = etree.parse(settings.ROLE_FILE).getroot()

    def roles_for(self, username):
        query = "//user[@name='" + username + "']/role/text()"
        return [str(r) for r in self.root.xpath(query)]


class UserRolesView(View):
    store = None

    def dispatch(self, request, *args, **kwargs):
        if UserRolesView.store is None:
            UserRolesView.store = RoleStore()
        return super().dispatch(request, *args, **kwargs)

    def get(self, request):
        username = request.GET.get("user", "")
        return JsonResponse({"user": username, "roles": self.store.roles_for(username)})
