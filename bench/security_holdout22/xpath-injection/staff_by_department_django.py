from xml.sax import saxutils

from django.conf import settings
from lxml import etree
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response


class StaffDirectoryViewSet(viewsets.ViewSet):
    """Read-only view over the HR export that is dropped nightly as XML."""

    permission_classes = [IsAuthenticated]
    _tree = None

    @classmethod
    def tree(cls):
        if cls._tree is None:
            cls._tree = etree.parse(settings.HR_EXPORT_PATH)
        return cls._tree

    def list(self, request):
        department = saxutils.escape(request.query_params.get("department", ""))
        if not department:
            return Response({"detail": "department is required"}, status=400)

        names = self.tree().xpath(f"//employee[department='{department}' and status='active']/name/text()")
        return Response({"department": department, "names": sorted(str(n) for n in names)})

    def retrieve(self, request, pk=None):
        if not (pk or "").isdigit():
            return Response({"detail": "employee id must be numeric"}, status=400)
        nodes = self.tree().xpath("//employee[@id=$emp]", emp=pk)
        if not nodes:
            return Response({"detail": "not found"}, status=404)
        node = nodes[0]
        return Response(
            {
                "id": pk,
                "name": node.findtext("name"),
                "department": node.findtext("department"),
                "title": node.findtext("title"),
            }
        )

    @action(detail=False, methods=["get"])
    def departments(self, request):
        values = set(self.tree().xpath("//employee/department/text()"))
        return Response({"departments": sorted(values)})
