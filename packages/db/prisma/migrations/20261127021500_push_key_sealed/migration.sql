-- The VAPID private key is kept sealed with a key derived from AUTH_SECRET, never in clear.
-- A key pair stored in clear is dropped (a new one is made when next needed), and with it the
-- subscriptions bound to its public key: those browsers subscribe again
DELETE FROM "push_subscriptions";
DELETE FROM "push_keys";
ALTER TABLE "push_keys" RENAME COLUMN "private_key" TO "encrypted_private_key";
