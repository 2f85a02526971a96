import secrets
from datetime import timedelta

from django.utils import timezone
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from teams.models import Invitation

INVITE_TTL = timedelta(days=7)


class InviteSerializer(serializers.Serializer):
    email = serializers.EmailField()
    role = serializers.ChoiceField(choices=["member", "viewer"])


class TeamInviteView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request, team_id):
        ser = InviteSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        invite = Invitation.objects.create(
            team_id=team_id,
            invited_by=request.user,
            email=ser.validated_data["email"],
            role=ser.validated_data["role"],
            token=secrets.token_urlsafe(32),
            expires_at=timezone.now() + INVITE_TTL,
        )
        return Response({"id": invite.pk, "expires_at": invite.expires_at}, status=201)
