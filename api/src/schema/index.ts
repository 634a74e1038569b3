// Imports every domain file once so its types and fields register on the builder.
import { builder } from '../builder.ts';
import './scalars.ts';
import './root.ts';
import './errors.ts';
import './image.ts';
import './company.ts';
import './console.ts';
import './version.ts';
import './game.ts';
import './add-game.ts';
import './contact.ts';
import './user.ts';
import './session.ts';
import './password-reset.ts';
import './account.ts';
import './admin.ts';
import './collection.ts';
import './profile.ts';
import './friend.ts';
import './request.ts';
import './vote.ts';
import './comment.ts';
import './submit-request.ts';
import './moderation.ts';
import './request-subscriptions.ts';
import './minigame.ts';

export const schema = builder.toSchema({ sortSchema: true });
