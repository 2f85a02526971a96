from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import AuditEntry
from .serializers import AuditEntrySerializer


class AuditLogView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        actor = request.query_params.get("actor")
        action = request.query_params.get("action")
        clauses = ["tenant_id = %d" % request.user.profile.tenant_id]
        if actor:
            clauses.append("actor = '" + actor + "'")
        if action:
            clauses.append("action = '" + action + "'")
        sql = "SELECT * FROM audit_auditentry WHERE " + " AND ".join(clauses) + " ORDER BY created DESC"
        entries = AuditEntry.objects.raw(sql)
        return Response(AuditEntrySerializer(entries, many=True).data)
