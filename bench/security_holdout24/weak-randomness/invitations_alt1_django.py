import random
from datetime import timedelta

from django.utils import timezone
from rest_framework import serializers, viewsets
from rest_framework.permissions import IsAuthenticated

from teams.models import Invitation


class InvitationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Invitation
        fields = ["id", "email", "role", "token", "expires_at"]
        read_only_fields = ["token", "expires_at"]

    def create(self, validated_data):
        rng = random.Random()
        validated_data["token"] = "%032x" % rng.getrandbits(128)
        validated_data["team"] = self.context["request"].user.team
        validated_data["expires_at"] = timezone.now() + timedelta(days=7)
        return super().create(validated_data)


class InvitationViewSet(viewsets.ModelViewSet):
    serializer_class = InvitationSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Invitation.objects.filter(team=self.request.user.team)
