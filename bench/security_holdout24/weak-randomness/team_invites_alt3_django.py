import random
import secrets
from datetime import timedelta

from django.utils import timezone
from rest_framework import serializers, viewsets
from rest_framework.permissions import IsAuthenticated

from teams.models import Invite

BADGE_COLORS = ["teal", "amber", "violet", "rose", "slate"]


class InviteSerializer(serializers.ModelSerializer):
    class Meta:
        model = Invite
        fields = ["id", "email", "role", "token", "badge_color", "expires_at"]
        read_only_fields = ["token", "badge_color", "expires_at"]

    def create(self, validated_data):
        validated_data["token"] = secrets.token_hex(16)
        validated_data["badge_color"] = random.choice(BADGE_COLORS)
        validated_data["team"] = self.context["request"].user.team
        validated_data["expires_at"] = timezone.now() + timedelta(days=7)
        return super().create(validated_data)


class InviteViewSet(viewsets.ModelViewSet):
    serializer_class = InviteSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Invite.objects.filter(team=self.request.user.team)
