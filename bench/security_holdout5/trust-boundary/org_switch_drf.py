from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from orgs.models import Membership

ACTIVE_ORG_KEY = "active_org_id"


class SwitchOrgSerializer(serializers.Serializer):
    org_id = serializers.IntegerField(min_value=1)


class SwitchOrganisationView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = SwitchOrgSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        membership = (
            Membership.objects.filter(user=request.user, org_id=ser.validated_data["org_id"], active=True)
            .select_related("org")
            .first()
        )
        if membership is None:
            return Response({"detail": "not a member"}, status=status.HTTP_403_FORBIDDEN)
        request.session[ACTIVE_ORG_KEY] = membership.org_id
        return Response({"org": membership.org.name, "role": membership.role})
