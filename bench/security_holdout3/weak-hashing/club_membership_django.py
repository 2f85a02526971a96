from django.contrib.auth.hashers import check_password, make_password
from django.db import models


class ClubMemberManager(models.Manager):
    def create_member(self, email, password, nickname=""):
        member = self.model(email=email.lower(), nickname=nickname)
        member.set_password(password)
        member.save(using=self._db)
        return member


class ClubMember(models.Model):
    email = models.EmailField(unique=True)
    nickname = models.CharField(max_length=80, blank=True)
    password = models.CharField(max_length=128)
    joined = models.DateTimeField(auto_now_add=True)

    objects = ClubMemberManager()

    def set_password(self, raw_password):
        self.password = make_password(raw_password)

    def check_password(self, raw_password):
        return check_password(raw_password, self.password)
